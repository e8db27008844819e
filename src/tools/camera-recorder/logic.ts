/** Why the camera could not be opened, from the DOMException's name (getUserMedia). */
export type MediaFailure = 'blocked' | 'noCamera' | 'inUse' | 'unknown';

const FAILURES: Record<string, MediaFailure> = {
  NotAllowedError: 'blocked',
  SecurityError: 'blocked',
  PermissionDeniedError: 'blocked',
  NotFoundError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  OverconstrainedError: 'noCamera',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  AbortError: 'inUse',
};

export function mediaFailure(error: unknown): MediaFailure {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return (typeof name === 'string' && FAILURES[name]) || 'unknown';
}

/** Recording types in order of preference: WebM (Chromium, Firefox), then MP4 (Safari). */
export const RECORDING_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/** The first recording type the browser's MediaRecorder takes, or undefined (no video recording). */
export function pickRecordingType(isTypeSupported: ((type: string) => boolean) | undefined): string | undefined {
  if (!isTypeSupported) return undefined;
  return RECORDING_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

export type CaptureKind = 'image' | 'video';

/** `image-<ms>.png`, or `video-<ms>.webm` / `.mp4` after the recorded type. */
export function captureFileName(kind: CaptureKind, takenAt: number, type = ''): string {
  if (kind === 'image') return `image-${takenAt}.png`;
  return `video-${takenAt}.${/^video\/mp4\b/i.test(type) ? 'mp4' : 'webm'}`;
}

export interface Capture {
  id: string;
  kind: CaptureKind;
  /** Object URL of the blob; revoked when the capture is deleted or the tool is left. */
  url: string;
  blob: Blob;
  fileName: string;
}

/** A device as a select option; unnamed devices are numbered ("Camera 2"). */
export interface DeviceOption {
  value: string;
  label: string;
}

/**
 * The devices of one kind as options: duplicates (same id) once, each unnamed one labelled through
 * `unnamed(n)` with its 1-based position among that kind.
 */
export function deviceOptions(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[],
  kind: MediaDeviceKind,
  unnamed: (n: number) => string,
): DeviceOption[] {
  const seen = new Set<string>();
  const options: DeviceOption[] = [];
  for (const device of devices) {
    if (device.kind !== kind || !device.deviceId || seen.has(device.deviceId)) continue;
    seen.add(device.deviceId);
    options.push({ value: device.deviceId, label: device.label.trim() || unnamed(options.length + 1) });
  }
  return options;
}

/** The chosen device if still present, else the first one, else '' (none). */
export function chooseDevice(options: readonly DeviceOption[], chosen: string): string {
  return options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? '');
}

export type RecorderState = 'inactive' | 'recording' | 'paused';

/** The recording buttons that apply in each recorder state. */
export function recordingActions(state: RecorderState): { start: boolean; pause: boolean; resume: boolean; stop: boolean } {
  return {
    start: state === 'inactive',
    pause: state === 'recording',
    resume: state === 'paused',
    stop: state !== 'inactive',
  };
}
