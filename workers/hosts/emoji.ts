/// <reference lib="webworker" />
import { emojiData, emojiIndex } from '@/tools/emoji-picker/data';
import { groupEmojis, searchEmojis } from '@/tools/emoji-picker/logic';

/** Emoji picker: emojibase's data (hundreds of kB of JSON) and its Fuse index stay off the page. */
export const api = {
  async emojiGroups(lang: string) {
    return groupEmojis((await emojiData(lang)).emojis);
  },
  async searchEmojis(lang: string, query: string) {
    return searchEmojis(await emojiIndex(lang), query);
  },
};

export type EmojiHost = typeof api;
