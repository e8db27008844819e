import { useEffect, useState } from 'react';
import { onToast } from './toast';
import styles from './Toaster.module.css';

const TOAST_MS = 2500;

/** Shows toasts and announces them through a polite live region. */
export function Toaster() {
  const [messages, setMessages] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    let next = 0;
    return onToast((text) => {
      const id = ++next;
      setMessages((list) => [...list.slice(-2), { id, text }]);
      setTimeout(() => setMessages((list) => list.filter((m) => m.id !== id)), TOAST_MS);
    });
  }, []);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {messages.map((m) => (
        <div key={m.id} className={styles.toast}>
          {m.text}
        </div>
      ))}
    </div>
  );
}
