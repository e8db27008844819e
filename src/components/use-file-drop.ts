import { useState, type DragEvent } from 'react';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * A text panel that also takes a dropped file: the props for its outer element (drag state as
 * `data-drag-over`). Only file drags are taken; dragged text keeps the browser's own behaviour.
 */
export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragOver, setDragOver] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };
  return {
    'data-drag-over': dragOver || undefined,
    onDragEnter: onDragOver,
    onDragOver,
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragOver(false);
      onFile(event.dataTransfer.files[0]);
    },
  };
}
