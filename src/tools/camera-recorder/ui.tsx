import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Captures } from './captures';
import { chooseDevice, deviceOptions, mediaFailure, type Capture, type DeviceOption, type MediaFailure } from './logic';
import { Webcam } from './webcam';
import styles from './ui.module.css';

type Access = 'checking' | 'unsupported' | 'prompt' | 'asking' | 'granted' | MediaFailure;

const supported = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Asks for camera (and, when there is one, microphone) access once, then lets the tracks go. */
async function requestAccess(): Promise<void> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    // No microphone: the camera alone is enough.
    if (mediaFailure(error) !== 'noCamera') throw error;
    stream = await navigator.mediaDevices.getUserMedia({ video: true });
  }
  for (const track of stream.getTracks()) track.stop();
}

export default function CameraRecorder() {
  const { t } = useTranslation('camera-recorder');
  const [state, setState] = useToolState({ videoDevice: '', audioDevice: '' });
  const [access, setAccess] = useState<Access>(() => (supported() ? 'checking' : 'unsupported'));
  const [cameras, setCameras] = useState<DeviceOption[]>([]);
  const [microphones, setMicrophones] = useState<DeviceOption[]>([]);
  const [captures, setCaptures] = useState<Capture[]>([]);
  // The object URLs of the captures shown, revoked on delete and when the tool is left.
  const urls = useRef(new Set<string>());

  const listDevices = useCallback(async () => {
    const devices = await navigator.mediaDevices.enumerateDevices();
    const found = deviceOptions(devices, 'videoinput', (n) => t('unnamedCamera', { n }));
    setCameras(found);
    setMicrophones(deviceOptions(devices, 'audioinput', (n) => t('unnamedMicrophone', { n })));
    return found;
  }, [t]);

  // `asked`: a press of "Grant permission" (else access was granted before: nothing to show meanwhile).
  const grant = useCallback(
    async (asked: boolean) => {
      if (asked) setAccess('asking');
      try {
        await requestAccess();
        const found = await listDevices();
        setAccess(found.length ? 'granted' : 'noCamera');
      } catch (error) {
        setAccess(mediaFailure(error));
      }
    },
    [listDevices],
  );

  // Access granted earlier (or blocked) is known without asking again, where the browser says so.
  useEffect(() => {
    if (access !== 'checking') return;
    let live = true;
    const query = navigator.permissions?.query?.({ name: 'camera' as PermissionName });
    Promise.resolve(query)
      .then((status) => {
        if (!live) return;
        if (status?.state === 'granted') void grant(false);
        else setAccess(status?.state === 'denied' ? 'blocked' : 'prompt');
      })
      .catch(() => live && setAccess('prompt'));
    return () => {
      live = false;
    };
  }, [access, grant]);

  useEffect(() => {
    if (access !== 'granted') return;
    const onChange = () => void listDevices();
    navigator.mediaDevices.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices.removeEventListener('devicechange', onChange);
  }, [access, listDevices]);

  // Captures live in memory only: their URLs go when the tool is left.
  useEffect(() => {
    const live = urls.current;
    return () => {
      live.forEach((url) => URL.revokeObjectURL(url));
      live.clear();
    };
  }, []);

  const addCapture = useCallback((capture: Capture) => {
    urls.current.add(capture.url);
    setCaptures((list) => [capture, ...list]);
  }, []);
  const deleteCapture = useCallback((capture: Capture) => {
    URL.revokeObjectURL(capture.url);
    urls.current.delete(capture.url);
    setCaptures((list) => list.filter((other) => other.id !== capture.id));
  }, []);

  if (access === 'unsupported') return <Alert type="error">{t('unsupported')}</Alert>;
  if (access === 'checking') return null;
  if (access !== 'granted') {
    const message = access === 'prompt' || access === 'asking' ? undefined : t(`failures.${access}`);
    return (
      <Card>
        {message ? (
          <Alert type={access === 'blocked' ? 'error' : 'warning'}>{message}</Alert>
        ) : (
          <p className={styles.ask}>{t('askPermission')}</p>
        )}
        {access === 'blocked' ? null : (
          <div className={styles.center}>
            <Button variant="primary" onPress={() => void grant(true)} isDisabled={access === 'asking'}>
              {t('grantPermission')}
            </Button>
          </div>
        )}
      </Card>
    );
  }

  return (
    <>
      <Webcam
        cameras={cameras}
        microphones={microphones}
        videoDevice={chooseDevice(cameras, state.videoDevice)}
        audioDevice={chooseDevice(microphones, state.audioDevice)}
        onDevices={setState}
        onCapture={addCapture}
      />
      <Captures captures={captures} onDelete={deleteCapture} />
    </>
  );
}
