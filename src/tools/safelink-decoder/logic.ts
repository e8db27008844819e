import { InputError } from '@/lib/errors';

const SAFELINKS_HOST_SUFFIX = '.safelinks.protection.outlook.com';

/**
 * The original URL inside an Outlook SafeLinks URL: its `url` query parameter, decoded. The input
 * is trimmed (blank gives ''), and `&amp;` separators (a link copied from HTML) are accepted.
 * Throws InputError('invalidSafelink') for anything that is not a URL on a SafeLinks host, and
 * InputError('noUrlParam') when the `url` parameter is missing or empty.
 */
export function decodeSafelink(input: string): string {
  const text = input.trim().replaceAll('&amp;', '&');
  if (text === '') return '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError('invalidSafelink');
  }
  if (!url.hostname.endsWith(SAFELINKS_HOST_SUFFIX)) throw new InputError('invalidSafelink');
  const target = url.searchParams.get('url');
  if (!target) throw new InputError('noUrlParam');
  return target;
}
