import { isAlias, isCollection, isPair, visit, type Alias, type Document, type Node } from 'yaml';

/** The node each alias stands for, and the first alias (in document order) whose anchor is not set before it. */
export interface AliasTargets {
  targets: Map<Alias, Node>;
  unresolved?: Alias;
}

/**
 * Binds every alias to its node as the document is written, before any reordering: an alias means
 * the last node before it that carries its anchor (YAML 1.2 §3.2.2.2), and anchor names may repeat.
 */
export function aliasTargets(doc: Document): AliasTargets {
  const targets = new Map<Alias, Node>();
  const latest = new Map<string, Node>();
  let unresolved: Alias | undefined;
  visit(doc, {
    Node(_, node) {
      if (isAlias(node)) {
        const target = latest.get(node.source);
        if (target) targets.set(node, target);
        else unresolved ??= node;
      } else if (node.anchor) latest.set(node.anchor, node);
    },
  });
  return { targets, unresolved };
}

/** Where a node sits: its parent (a collection or a pair) and its key there. */
interface Slot {
  parent: unknown;
  key: number | 'key' | 'value' | null;
}

/** Puts `node` in `slot` (as yaml's own `visit` replaces a node). */
function putInSlot({ parent, key }: Slot, node: Node): void {
  if (isCollection(parent) && typeof key === 'number') parent.items[key] = node;
  else if (isPair(parent) && (key === 'key' || key === 'value')) parent[key] = node;
}

/**
 * Where each anchored node sits, and the anchor names in use. Found once: a swap only moves an
 * anchored node not yet reached into an alias's place, so the parents of the others stay the same.
 */
function anchoredSlots(doc: Document): { slots: Map<Node, Slot>; taken: Set<string> } {
  const slots = new Map<Node, Slot>();
  const taken = new Set<string>();
  visit(doc, {
    Node(key, node, path) {
      if (isAlias(node) || !node.anchor) return undefined;
      taken.add(node.anchor);
      slots.set(node, { parent: path.at(-1), key });
      return undefined;
    },
  });
  return { slots, taken };
}

/** An anchor name that no node of the document uses yet. */
function freshAnchor(name: string, taken: Set<string>): string {
  let n = 2;
  while (taken.has(`${name}${n}`)) n++;
  const fresh = `${name}${n}`;
  taken.add(fresh);
  return fresh;
}

/**
 * After keys were sorted, an alias may come before its anchor, or after another node that reuses
 * the anchor's name: both would write YAML that fails to load or loads other data. Walking in
 * document order, the first alias that meets its node too early swaps places with it (the node
 * moves, with its anchor, comments and content, and an alias stands where it was); a node whose
 * name was taken over in between gets a new, unused anchor name, in every alias that points to it.
 */
export function placeAnchorsBeforeAliases(doc: Document, targets: Map<Alias, Node>): void {
  const { slots, taken } = anchoredSlots(doc);
  const aliasesOf = new Map<Node, Alias[]>();
  for (const [alias, target] of targets) {
    const aliases = aliasesOf.get(target);
    if (aliases) aliases.push(alias);
    else aliasesOf.set(target, [alias]);
  }
  const seen = new Set<Node>();
  const meaning = new Map<string, Node>();
  visit(doc, {
    Node(_, node) {
      if (!isAlias(node)) {
        if (node.anchor) {
          seen.add(node);
          meaning.set(node.anchor, node);
        }
        return undefined;
      }
      const target = targets.get(node);
      if (!target) return undefined;
      // Not yet written, so it lies further on and outside the current path: bring it here.
      const targetSlot = slots.get(target);
      if (!seen.has(target) && targetSlot) {
        putInSlot(targetSlot, node);
        return target;
      }
      if (meaning.get(node.source) !== target && target.anchor) {
        const fresh = freshAnchor(target.anchor, taken);
        target.anchor = fresh;
        meaning.set(fresh, target);
        for (const alias of aliasesOf.get(target) ?? []) alias.source = fresh;
      }
      return undefined;
    },
  });
}
