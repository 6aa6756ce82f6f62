import { type DragEvent, useState } from 'react';

// A drop area's handlers (spread on its element) and whether a file is held over it. A file
// dropped while the area is disabled is ignored.
export function useFileDrop(disabled: boolean, onDrop: (file: File) => void) {
  const [over, setOver] = useState(false);
  const handlers = {
    onDragOver(event: DragEvent) {
      event.preventDefault();
      setOver(true);
    },
    onDragLeave() {
      setOver(false);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      setOver(false);
      const dropped = event.dataTransfer.files[0];
      if (!disabled && dropped) onDrop(dropped);
    },
  };
  return { over, handlers };
}
