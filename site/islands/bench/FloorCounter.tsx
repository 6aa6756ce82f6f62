import { useState } from 'react';

// The speed floor's island (shells/floor.astro): React and nothing else of ours.
export default function FloorCounter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="btn btn-outline" onClick={() => setCount((n) => n + 1)}>
      Pressed {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
