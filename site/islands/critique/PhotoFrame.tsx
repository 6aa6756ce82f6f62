import './PhotoFrame.css';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { thumbFor } from '../../../worker/contract/files';
import Photo from '../shared/Photo';

export type FramedPhoto = { url: string; width: number | null; height: number | null };

type Props = {
  photo: FramedPhoto;
  alt: string;
  // The page's largest picture: fetched first.
  urgent?: boolean;
  className?: string;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  // Drawn over the photo, placed in fractions of it (pins).
  children?: ReactNode;
};

// A photo in a box that is exactly the picture: with its size known the box takes the
// picture's proportions (as tall as the screen allows, no measuring), so what is placed over
// it in percentages lands on the spot meant.
export default function PhotoFrame({ photo, alt, urgent = false, className, onClick, children }: Props) {
  const ratio = photo.width && photo.height ? photo.width / photo.height : null;
  const style = ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined;
  return (
    <div
      className={`photo-frame${ratio ? ' photo-frame--sized' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      onClick={onClick}
    >
      <Photo
        className="photo-frame__img"
        sources={[thumbFor(photo.url, 'display'), photo.url]}
        alt={alt}
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        urgent={urgent}
      />
      {children}
    </div>
  );
}
