// Camera recorder: the bench browser has no camera, so the setup gives the page a canvas-drawn
// stream as its only camera, grants access and starts the webcam. Each step is a screenshot:
// the frame is drawn on a canvas, encoded to PNG (canvas.toBlob, off the main thread) and shown
// in the captures list. No debounce.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Take screenshot" on a running webcam, wait for the new capture',
  output: (page) => page.locator('[data-tool-body]'),
  until: 'changed',
  setup: async (page) => {
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${frame++ % 360} 60% 50%)`;
        context.fillRect(0, 0, canvas.width, canvas.height);
        requestAnimationFrame(draw);
      };
      draw();
      navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(30);
      navigator.mediaDevices.enumerateDevices = async () => [
        { deviceId: 'bench-camera', groupId: 'bench', kind: 'videoinput', label: 'Bench camera', toJSON: () => ({}) },
      ];
    });
    await page.getByRole('button', { name: 'Grant permission', exact: true }).click();
    await page.getByRole('button', { name: 'Start webcam', exact: true }).click();
    await page.getByRole('button', { name: 'Take screenshot', exact: true }).waitFor();
    await page.waitForFunction(() => (document.querySelector('[data-tool-body] video')?.videoWidth ?? 0) > 0);
  },
  act: (page) => press(page.getByRole('button', { name: 'Take screenshot', exact: true })),
};
