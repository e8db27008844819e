import UAParser from 'ua-parser-js';

/** What ua-parser-js finds in a user-agent string; a field it cannot find is undefined. */
export interface ParsedUserAgent {
  browser: { name?: string; version?: string };
  engine: { name?: string; version?: string };
  os: { name?: string; version?: string };
  device: { model?: string; type?: string; vendor?: string };
  cpu: { architecture?: string };
}

const defined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== '')) as T;

/**
 * Parses a user-agent string with ua-parser-js 1.x (MIT). A blank string finds nothing (the
 * library would otherwise read the current browser's navigator.userAgent).
 */
export function parseUserAgent(userAgent: string): ParsedUserAgent {
  const trimmed = userAgent.trim();
  if (trimmed === '') return { browser: {}, engine: {}, os: {}, device: {}, cpu: {} };
  const result = new UAParser(trimmed).getResult();
  return {
    browser: defined({ name: result.browser.name, version: result.browser.version }),
    engine: defined({ name: result.engine.name, version: result.engine.version }),
    os: defined({ name: result.os.name, version: result.os.version }),
    device: defined({ model: result.device.model, type: result.device.type, vendor: result.device.vendor }),
    cpu: defined({ architecture: result.cpu.architecture }),
  };
}
