/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { loadFont, renderAsciiArt } from '@/tools/ascii-text-drawer/logic';

/** ASCII art text: figlet and its fonts (one lazy chunk each) stay off the page; a big font or text can take 100+ ms. */
const api = { loadFont, renderAsciiArt };
export type FigletHost = typeof api;
exposeHost(api);
