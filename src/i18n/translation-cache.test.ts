import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTranslations, MAX_CACHED_TRANSLATIONS } from './translation-cache';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fr',
    fallbackLng: 'en',
    ns: ['app'],
    defaultNS: 'app',
    interpolation: { escapeValue: false },
    resources: {
      en: { app: { hello: 'Hello', named: 'Hi {{name}}', item_one: '{{count}} item', item_other: '{{count}} items' } },
      fr: { app: { hello: 'Bonjour', named: 'Salut {{name}}' } },
    },
  });
  const translate = vi.spyOn(i18n, 't');
  cacheTranslations(i18n);
  return { i18n, translate };
}

describe('cacheTranslations', () => {
  it('answers a repeated call from the cache, with or without plain options', async () => {
    const { i18n, translate } = await instance();
    const t = i18n.getFixedT('fr', 'app');
    expect(t('hello')).toBe('Bonjour');
    expect(t('hello')).toBe('Bonjour');
    expect(t('named', { name: 'Ana' })).toBe('Salut Ana');
    expect(t('named', { name: 'Ana' })).toBe('Salut Ana');
    expect(t('named', { name: 'Bo' })).toBe('Salut Bo');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('shares remembered strings between fixed functions of the same scope only', async () => {
    const { i18n, translate } = await instance();
    expect(i18n.getFixedT('fr', 'app')('hello')).toBe('Bonjour');
    expect(i18n.getFixedT('fr', 'app')('hello')).toBe('Bonjour');
    expect(i18n.getFixedT('en', 'app')('hello')).toBe('Hello');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('tells counts and option names apart', async () => {
    const { i18n } = await instance();
    const t = i18n.getFixedT('en', 'app');
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 2 })).toBe('2 items');
    expect(t('named', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('named', { nom: 'Ana' })).toBe('Hi {{name}}');
  });

  it('follows the current language when fixed to none', async () => {
    const { i18n } = await instance();
    const t = i18n.getFixedT(null, 'app');
    expect(t('hello')).toBe('Bonjour');
    await i18n.changeLanguage('en');
    expect(t('hello')).toBe('Hello');
  });

  it('forgets on a language change and on strings added or removed', async () => {
    const { i18n } = await instance();
    const t = i18n.getFixedT('fr', 'app');
    expect(t('bye')).toBe('bye');
    i18n.addResourceBundle('fr', 'app', { bye: 'Au revoir' }, true, true);
    expect(t('bye')).toBe('Au revoir');
    i18n.addResource('fr', 'app', 'bye', 'Salut');
    expect(t('bye')).toBe('Salut');
    i18n.removeResourceBundle('fr', 'app');
    expect(t('hello')).toBe('Hello');
  });

  it('passes through calls it cannot key: objects in options, lists of keys, object results', async () => {
    const { i18n, translate } = await instance();
    i18n.addResourceBundle('en', 'app', { list: { a: 'A' } }, true, true);
    const t = i18n.getFixedT('en', 'app');
    const format = { name: { toString: () => 'Obj' } };
    expect(t('named', format as never)).toBe('Hi Obj');
    expect(t('named', format as never)).toBe('Hi Obj');
    expect(t(['missing', 'hello'])).toBe('Hello');
    expect(t(['missing', 'hello'])).toBe('Hello');
    expect(t('list', { returnObjects: true })).toEqual({ a: 'A' });
    expect(t('list', { returnObjects: true })).toEqual({ a: 'A' });
    expect(translate).toHaveBeenCalledTimes(6);
  });

  it('starts again once it holds the most strings it keeps', async () => {
    const { i18n, translate } = await instance();
    const t = i18n.getFixedT('en', 'app');
    for (let count = 0; count <= MAX_CACHED_TRANSLATIONS; count++) t('item', { count });
    translate.mockClear();
    t('item', { count: 0 });
    expect(translate).toHaveBeenCalledTimes(1);
    t('item', { count: MAX_CACHED_TRANSLATIONS });
    expect(translate).toHaveBeenCalledTimes(1);
  });
});
