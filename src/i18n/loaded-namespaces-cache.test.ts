import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheLoadedNamespaces } from './loaded-namespaces-cache';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    fallbackLng: 'en',
    ns: ['app'],
    resources: { fr: { app: { a: 'A' } } },
    partialBundledLanguages: true,
  });
  // A backend of some kind: without one i18next says every namespace is loaded.
  (i18n.services.backendConnector as { backend?: unknown }).backend = {};
  const check = vi.spyOn(i18n, 'hasLoadedNamespace');
  cacheLoadedNamespaces(i18n);
  return { i18n, check };
}

describe('cacheLoadedNamespaces', () => {
  it('answers a namespace found loaded from then on without walking the store', async () => {
    const { i18n, check } = await instance();
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps asking about a namespace not loaded yet, and remembers it once added', async () => {
    const { i18n, check } = await instance();
    expect(i18n.hasLoadedNamespace('tool')).toBe(false);
    i18n.addResourceBundle('fr', 'tool', { b: 'B' });
    expect(i18n.hasLoadedNamespace('tool')).toBe(true);
    expect(i18n.hasLoadedNamespace('tool')).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('forgets on a removed bundle, and asks per language', async () => {
    const { i18n, check } = await instance();
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    i18n.removeResourceBundle('fr', 'app');
    expect(i18n.hasLoadedNamespace('app')).toBe(false);
    await i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'app', { a: 'A' });
    expect(i18n.hasLoadedNamespace('app')).toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
