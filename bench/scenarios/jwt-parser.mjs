// JWT parser: the token is decoded on the main thread on every keystroke (a few microseconds).

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new token, wait for the "Payload" table',
  output: (page) => page.getByRole('table', { name: 'Payload', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'JWT to decode', exact: true })
      .fill(`${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: `user ${step}`, exp: 1900000000 + step })}.c2ln`),
};
