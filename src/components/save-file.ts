/** File System Access: the save dialog (Chromium desktop), typed here since TypeScript's DOM lib lacks it. */
interface SaveFilePickerOptions {
  suggestedName?: string;
}
type SaveFilePicker = (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;

const picker = (): SaveFilePicker | undefined => {
  const candidate = (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  return typeof candidate === 'function' ? (candidate as SaveFilePicker) : undefined;
};

/** Whether this browser can stream an output straight into a file the person picks. */
export const canSaveToFile = (): boolean => picker() !== undefined;

/**
 * Asks where to save (call it straight from a click: the dialog needs the gesture). Resolves with
 * the picked file, or undefined when the person closes the dialog; other failures reject.
 */
export async function pickSaveFile(suggestedName: string): Promise<FileSystemFileHandle | undefined> {
  const show = picker();
  if (!show) throw new Error('showSaveFilePicker is not available');
  try {
    return await show.call(globalThis, { suggestedName });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    throw error;
  }
}
