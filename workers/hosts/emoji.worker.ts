/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { emojiData, emojiIndex } from '@/tools/emoji-picker/data';
import { groupEmojis, searchEmojis } from '@/tools/emoji-picker/logic';

/** Emoji picker: emojibase's data (hundreds of kB of JSON) and its Fuse index stay off the page. */
const api = {
  async emojiGroups(lang: string) {
    return groupEmojis((await emojiData(lang)).emojis);
  },
  async searchEmojis(lang: string, query: string) {
    return searchEmojis(await emojiIndex(lang), query);
  },
};

export type EmojiHost = typeof api;
exposeHost(api);
