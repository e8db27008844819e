/*
 * Vite plugin: react-aria's tables stop drawing themselves again when the input modality changes.
 *
 * Every react-aria grid (our Table and VirtualTable) subscribes to the interaction modality
 * (pointer, keyboard, virtual) for one description: "long press to select", for touch users of a
 * grid whose rows can be selected and have actions. The first key press or click on a page, and
 * each switch between mouse and keyboard, therefore drew every table again, each row and cell
 * with its hooks: 30-50 ms of a keystroke's task at the bench's 4x slower CPU on a page with a
 * reference table (crontab, MIME types, IPv4 range, benchmark builder). Toolshed's tables select
 * nothing, so that description is always empty; the grid now reads the modality when it draws
 * instead of subscribing to it. The build fails if the code it expects has changed, so an upgrade
 * cannot silently drop it.
 */
import { modulePatchPlugin } from './module-patch-plugin';

const MARKER = 'useInteractionModality as ';

export const gridModalityPlugin = () =>
  modulePatchPlugin({
    name: 'toolshed-grid-modality',
    file: /react-aria\/dist\/private\/grid\/useHighlightSelectionDescription\.mjs$/,
    module: "react-aria's useHighlightSelectionDescription",
    marker: MARKER,
    // The hook's name in its import, not a use of it.
    isExpected: (code, at) => code.slice(0, at).trimEnd().endsWith('import {'),
    // The same local name, bound to the plain getter: `modality` is read, not subscribed to.
    patch: (code, at) => `${code.slice(0, at)}getInteractionModality as ${code.slice(at + MARKER.length)}`,
  });
