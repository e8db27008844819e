import { describe, expect, it } from 'vitest';
import {
  captureFileName,
  chooseDevice,
  deviceOptions,
  mediaFailure,
  pickRecordingType,
  recordingActions,
  RECORDING_TYPES,
} from './logic';

describe('mediaFailure', () => {
  it.each([
    ['NotAllowedError', 'blocked'],
    ['SecurityError', 'blocked'],
    ['PermissionDeniedError', 'blocked'],
    ['NotFoundError', 'noCamera'],
    ['DevicesNotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'inUse'],
    ['TrackStartError', 'inUse'],
    ['AbortError', 'inUse'],
    ['TypeError', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (name, failure) => expect(mediaFailure({ name })).toBe(failure));

  it.each([null, undefined, 'NotAllowedError', 42, {}, { name: 7 }])('%j → unknown', (error) =>
    expect(mediaFailure(error)).toBe('unknown'),
  );
});

describe('pickRecordingType', () => {
  it.each([
    ['Chromium', ['video/webm;codecs=vp9,opus', 'video/webm'], 'video/webm;codecs=vp9,opus'],
    ['Firefox', ['video/webm;codecs=vp8,opus', 'video/webm'], 'video/webm;codecs=vp8,opus'],
    ['Safari', ['video/mp4'], 'video/mp4'],
    ['none', [], undefined],
  ])('%s', (_, supported, expected) =>
    expect(pickRecordingType((type) => (supported as readonly string[]).includes(type))).toBe(expected),
  );

  it('gives nothing without MediaRecorder', () => expect(pickRecordingType(undefined)).toBeUndefined());
  it('skips a type whose check throws', () =>
    expect(
      pickRecordingType((type) => {
        if (type.includes('vp9')) throw new Error('bad');
        return true;
      }),
    ).toBe(RECORDING_TYPES[1]));
});

describe('captureFileName', () => {
  it.each([
    ['image', 1700000000000, '', 'image-1700000000000.png'],
    ['image', 5, 'image/png', 'image-5.png'],
    ['video', 1700000000000, 'video/webm;codecs=vp9,opus', 'video-1700000000000.webm'],
    ['video', 1, 'video/x-matroska;codecs=avc1', 'video-1.webm'],
    ['video', 2, 'video/mp4;codecs=avc1', 'video-2.mp4'],
    ['video', 3, 'VIDEO/MP4', 'video-3.mp4'],
  ] as const)('%s at %d (%s) → %s', (kind, ms, type, name) => expect(captureFileName(kind, ms, type)).toBe(name));
});

describe('devices', () => {
  const devices = [
    { deviceId: 'cam-a', kind: 'videoinput', label: 'FaceTime HD Camera' },
    { deviceId: 'mic-a', kind: 'audioinput', label: '' },
    { deviceId: 'cam-b', kind: 'videoinput', label: '  ' },
    { deviceId: 'cam-a', kind: 'videoinput', label: 'FaceTime HD Camera' },
    { deviceId: '', kind: 'videoinput', label: 'Hidden' },
    { deviceId: 'out', kind: 'audiooutput', label: 'Speakers' },
    { deviceId: 'cam-c', kind: 'videoinput', label: 'Caméra arrière 📷' },
  ] as const;

  it('lists each camera once, numbering unnamed ones', () =>
    expect(deviceOptions(devices, 'videoinput', (n) => `Camera ${n}`)).toEqual([
      { value: 'cam-a', label: 'FaceTime HD Camera' },
      { value: 'cam-b', label: 'Camera 2' },
      { value: 'cam-c', label: 'Caméra arrière 📷' },
    ]));
  it('lists microphones', () =>
    expect(deviceOptions(devices, 'audioinput', (n) => `Mic ${n}`)).toEqual([{ value: 'mic-a', label: 'Mic 1' }]));
  it('lists nothing when there is none', () => expect(deviceOptions([], 'videoinput', String)).toEqual([]));

  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];
  it.each([
    ['b', 'b'],
    ['gone', 'a'],
    ['', 'a'],
  ])('chooses %j → %j', (chosen, result) => expect(chooseDevice(options, chosen)).toBe(result));
  it('chooses nothing from no device', () => expect(chooseDevice([], 'a')).toBe(''));
});

describe('recordingActions', () => {
  it.each([
    ['inactive', { start: true, pause: false, resume: false, stop: false }],
    ['recording', { start: false, pause: true, resume: false, stop: true }],
    ['paused', { start: false, pause: false, resume: true, stop: true }],
  ] as const)('%s', (state, actions) => expect(recordingActions(state)).toEqual(actions));
});
