import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import styles from './TextFileDrop.module.css';

/** tools.md convention 7: text files up to 10 MiB replace the field's content. */
export const MAX_TEXT_FILE_BYTES = 10 * 1024 * 1024;

export interface TextFileDropProps {
  /** The text field this wraps; a dropped file replaces its content. */
  children: ReactNode;
  onText: (text: string) => void;
  onTooLarge: () => void;
  openFileLabel: string;
}

/**
 * Makes a text field take a dropped text file, or one picked with "Open file" (read as UTF-8).
 * Local stand-in until the shared InputPanel lands in src/components.
 */
export function TextFileDrop({ children, onText, onTooLarge, openFileLabel }: TextFileDropProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_TEXT_FILE_BYTES) onTooLarge();
    else onText(await file.text());
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={dragging ? `${styles.zone} ${styles.dragging}` : styles.zone}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {children}
      <div className={styles.bar}>
        <Button size="small" onPress={() => picker.current?.click()}>
          <FileUp size={14} aria-hidden /> {openFileLabel}
        </Button>
        <input
          ref={picker}
          type="file"
          accept="text/*,.txt,.md,.json,.csv,.log"
          hidden
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
