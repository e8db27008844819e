/// <reference lib="webworker" />
import { loadFont, renderAsciiArt } from '@/tools/ascii-text-drawer/logic';

/** ASCII art text: figlet and its fonts (one lazy chunk each) stay off the page; a big font or text can take 100+ ms. */
export const api = { loadFont, renderAsciiArt };
export type FigletHost = typeof api;
