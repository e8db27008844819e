import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/Select';
import {
  captureFileName,
  mediaFailure,
  pickRecordingType,
  recordingActions,
  type Capture,
  type DeviceOption,
  type MediaFailure,
  type RecorderState,
} from './logic';
import styles from './ui.module.css';

interface WebcamProps {
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  videoDevice: string;
  audioDevice: string;
  onDevices: (patch: { videoDevice?: string; audioDevice?: string }) => void;
  onCapture: (capture: Capture) => void;
}

const recordingType = () =>
  typeof MediaRecorder === 'undefined' ? undefined : pickRecordingType((type) => MediaRecorder.isTypeSupported(type));

function newCapture(kind: Capture['kind'], blob: Blob): Capture {
  const takenAt = Date.now();
  return {
    id: `${kind}-${takenAt}-${Math.round(performance.now() * 1000)}`,
    kind,
    blob,
    url: URL.createObjectURL(blob),
    fileName: captureFileName(kind, takenAt, blob.type),
  };
}

/** The device selects, the live picture, the screenshot and the recording controls. */
export function Webcam({ cameras, microphones, videoDevice, audioDevice, onDevices, onCapture }: WebcamProps) {
  const { t } = useTranslation('camera-recorder');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream>();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<MediaFailure>();
  const recorder = useRef<MediaRecorder>(undefined);
  const [recorderState, setRecorderState] = useState<RecorderState>('inactive');
  const [type] = useState(recordingType);

  const stopRecording = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  // The stream also lives in a ref: leaving the tool must stop its tracks, and state updaters do
  // not run after unmount.
  const streamRef = useRef<MediaStream>(undefined);
  const stop = useCallback(() => {
    stopRecording();
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = undefined;
    setStream(undefined);
  }, [stopRecording]);

  const start = async () => {
    setStarting(true);
    setFailure(undefined);
    try {
      const next = await navigator.mediaDevices.getUserMedia({
        video: videoDevice ? { deviceId: { exact: videoDevice } } : true,
        audio: audioDevice ? { deviceId: { exact: audioDevice } } : false,
      });
      streamRef.current = next;
      setStream(next);
    } catch (error) {
      setFailure(mediaFailure(error));
    } finally {
      setStarting(false);
    }
  };

  // The picture follows the stream; leaving the tool stops the camera (and a recording in progress).
  useEffect(() => {
    if (video.current) video.current.srcObject = stream ?? null;
  }, [stream]);
  useEffect(
    () => () => {
      // A recording in progress is dropped, not turned into a capture nobody will see.
      if (recorder.current) recorder.current.onstop = null;
      stop();
    },
    [stop],
  );

  const screenshot = () => {
    const element = video.current;
    if (!element || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(newCapture('image', blob)), 'image/png');
  };

  const startRecording = () => {
    if (!stream || !type) return;
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream, { mimeType: type });
    next.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    next.onstop = () => {
      setRecorderState('inactive');
      if (recorder.current === next) recorder.current = undefined;
      if (chunks.length) onCapture(newCapture('video', new Blob(chunks, { type: next.mimeType || type })));
    };
    next.onpause = () => setRecorderState('paused');
    next.onresume = () => setRecorderState('recording');
    next.onstart = () => setRecorderState('recording');
    recorder.current = next;
    next.start(1000);
  };

  const actions = recordingActions(recorderState);
  const streaming = stream !== undefined;
  return (
    <Card>
      <div className={styles.devices}>
        <Select<string>
          label={t('video')}
          value={videoDevice || null}
          onChange={(value) => onDevices({ videoDevice: value })}
          options={cameras}
          isDisabled={streaming}
        />
        {microphones.length ? (
          <Select<string>
            label={t('audio')}
            value={audioDevice || null}
            onChange={(value) => onDevices({ audioDevice: value })}
            options={microphones}
            isDisabled={streaming}
          />
        ) : null}
      </div>
      {failure ? <Alert type="error">{t(`failures.${failure}`)}</Alert> : null}
      <div className={styles.center}>
        {streaming ? (
          <Button onPress={stop}>{t('stopWebcam')}</Button>
        ) : (
          <Button variant="primary" onPress={() => void start()} isDisabled={starting}>
            {t('startWebcam')}
          </Button>
        )}
      </div>
      <video ref={video} className={styles.preview} hidden={!streaming} aria-label={t('preview')} autoPlay muted playsInline />
      {streaming ? (
        <div className={styles.controls}>
          <Button onPress={screenshot}>{t('takeScreenshot')}</Button>
          {type ? (
            <>
              {actions.start ? <Button onPress={startRecording}>{t('startRecording')}</Button> : null}
              {actions.pause ? <Button onPress={() => recorder.current?.pause()}>{t('pause')}</Button> : null}
              {actions.resume ? <Button onPress={() => recorder.current?.resume()}>{t('resume')}</Button> : null}
              {actions.stop ? (
                <Button variant="warning" onPress={stopRecording}>
                  {t('stop')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      {streaming && !type ? <Alert type="warning">{t('recordingUnsupported')}</Alert> : null}
      {recorderState !== 'inactive' ? (
        <p className={styles.recording} role="status">
          {t(recorderState === 'paused' ? 'paused' : 'recording')}
        </p>
      ) : null}
    </Card>
  );
}
