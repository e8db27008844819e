/*
 * Vite plugin: react-aria's HiddenSelect draws nothing unless the Select has a `name`.
 *
 * For browser autofill in forms, every react-aria Select with up to 300 options also renders a
 * hidden native <select> holding all of them. Toolshed submits no forms, yet that copy was
 * rebuilt whenever a list changed: a searchable list going from 200 options to the few that match
 * and back removed and re-added them one by one. That was half of picking a MIME extension on a
 * slow phone (117 -> 67 ms a pick at 4x CPU). react-aria itself renders nothing there for lists
 * over 300 without a name; this makes every list take that path. The build fails if the code it
 * expects has changed, so an upgrade cannot silently drop it.
 */
import { modulePatchPlugin } from './module-patch-plugin';

export const hiddenSelectPlugin = () =>
  modulePatchPlugin({
    name: 'toolshed-hidden-select',
    file: /react-aria\/dist\/private\/select\/HiddenSelect\.mjs$/,
    module: "react-aria's HiddenSelect",
    marker: 'if (state.collection.size <= 300) return',
    patch: (code, at) => `${code.slice(0, at)}if (!name) return null;\n    ${code.slice(at)}`,
  });
