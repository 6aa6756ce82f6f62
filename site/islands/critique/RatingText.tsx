type Props = { rating: number; of?: string; className?: string };

// A rating as "4/5", read out in words ("4 out of 5").
export default function RatingText({ rating, of = '', className = 'rating-text' }: Props) {
  return (
    <span className={className}>
      <span aria-hidden="true">{rating}/5</span>
      <span className="sr-only">
        {rating} out of 5{of && ` ${of}`}
      </span>
    </span>
  );
}
