import { expect, test, type Page } from '../support/test';

// Chromium's fake camera and microphone, accepted without a prompt (plus the flags of playwright.config.ts).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

async function open(page: Page) {
  await page.goto('/camera-recorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Camera recorder' })).toBeVisible();
}

/** The browser says camera access is not granted yet, so the tool asks first. */
const permissionPrompt = () => {
  const query = navigator.permissions.query.bind(navigator.permissions);
  navigator.permissions.query = (descriptor) =>
    descriptor.name === ('camera' as PermissionName)
      ? Promise.resolve({ state: 'prompt', name: 'camera', onchange: null } as unknown as PermissionStatus)
      : query(descriptor);
};

async function grant(page: Page) {
  await expect(page.getByText('Allow access to your camera and microphone to use this tool.', { exact: true })).toBeVisible();
  await button(page, 'Grant permission').click();
}

test('takes a screenshot and records a video with the fake camera, downloads and deletes them', async ({ page }) => {
  await page.addInitScript(permissionPrompt);
  await page.addInitScript(() => {
    // Every stream handed to the page, to check that leaving the tool stops the camera.
    const streams: MediaStream[] = [];
    (window as unknown as { streams: MediaStream[] }).streams = streams;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await open(page);
  await grant(page);
  const tool = page.getByRole('article');
  await expect(tool.getByRole('button', { name: /Audio$/ })).toBeVisible();
  await tool.getByRole('button', { name: /Video$/ }).click();
  await page.getByRole('dialog').getByRole('option', { name: 'fake_device_0', exact: true }).click();
  await expect(tool.getByRole('button', { name: /Video$/ })).toHaveAccessibleName('fake_device_0 Video');
  await button(page, 'Start webcam').click();
  await expect(button(page, 'Stop webcam')).toBeVisible();
  const preview = page.getByLabel('Live picture', { exact: true });
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);

  await button(page, 'Take screenshot').click();
  const captures = page.getByRole('list', { name: 'Captures' }).getByRole('listitem');
  await expect(captures).toHaveCount(1);
  await expect(captures.first()).toContainText('Screenshot');
  const image = captures.first().getByRole('img', { name: /^image-\d+\.png$/ });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const imageName = (await image.getAttribute('alt'))!;
  const download = page.waitForEvent('download');
  await button(page, `Download ${imageName}`).click();
  expect((await download).suggestedFilename()).toBe(imageName);

  await button(page, 'Start recording').click();
  await expect(page.getByText('Recording…', { exact: true })).toBeVisible();
  await button(page, 'Pause').click();
  await expect(page.getByText('Recording paused', { exact: true })).toBeVisible();
  await button(page, 'Resume').click();
  await expect(button(page, 'Pause')).toBeVisible();
  await button(page, 'Stop').click();
  await expect(captures).toHaveCount(2);
  // Newest first.
  await expect(captures.first()).toContainText('Video');
  const videoName = (await captures.first().locator('video').getAttribute('aria-label'))!;
  expect(videoName).toMatch(/^video-\d+\.webm$/);
  const videoUrl = (await captures.first().locator('video').getAttribute('src'))!;
  await expect
    .poll(() => page.evaluate((url) => fetch(url).then((r) => r.blob().then((b) => b.size)), videoUrl))
    .toBeGreaterThan(0);

  await button(page, `Delete ${videoName}`).click();
  await expect(captures).toHaveCount(1);
  await expect(captures.first()).toContainText('Screenshot');
  // The deleted capture's URL is revoked.
  expect(
    await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'readable',
          () => 'revoked',
        ),
      videoUrl,
    ),
  ).toBe('revoked');

  await button(page, 'Stop webcam').click();
  await expect(button(page, 'Start webcam')).toBeVisible();
  await expect(preview).toBeHidden();

  // Leaving the tool (in-app navigation) stops a running camera.
  await button(page, 'Start webcam').click();
  await expect(button(page, 'Stop webcam')).toBeVisible();
  await page.getByRole('link', { name: 'MAC address lookup' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'MAC address lookup' })).toBeVisible();
  const live = () =>
    page.evaluate(() =>
      (window as unknown as { streams: MediaStream[] }).streams
        .flatMap((s) => s.getTracks())
        .filter((t) => t.readyState === 'live'),
    );
  await expect.poll(async () => (await live()).length).toBe(0);
});

test('says when access is blocked or there is no camera', async ({ page }) => {
  await page.addInitScript(permissionPrompt);
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => {
      // The first grant is blocked; after the reload there is no camera (with or without a microphone).
      const name = sessionStorage.getItem('blocked') ? 'NotFoundError' : 'NotAllowedError';
      sessionStorage.setItem('blocked', 'yes');
      return Promise.reject(new DOMException('no camera for you', name));
    };
  });
  await open(page);
  await grant(page);
  await expect(
    page.getByText("Access was blocked. Allow camera and microphone for this site in your browser's settings, then reload.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(button(page, 'Grant permission')).toBeHidden();
  await page.reload();
  await grant(page);
  await expect(page.getByText('No camera was found. Connect a camera, then try again.', { exact: true })).toBeVisible();
});

test('says when the browser cannot use a camera or cannot record video', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await open(page);
  await expect(page.getByText('Your browser does not support recording video from camera', { exact: true })).toBeVisible();

  const other = await page.context().newPage();
  await other.addInitScript(() => {
    MediaRecorder.isTypeSupported = () => false;
  });
  // Access granted by the fake UI is known at once: no prompt.
  await open(other);
  await button(other, 'Start webcam').click();
  await expect(other.getByText('Video recording is not supported in your browser', { exact: true })).toBeVisible();
  await expect(button(other, 'Take screenshot')).toBeVisible();
  await expect(button(other, 'Start recording')).toBeHidden();
});
