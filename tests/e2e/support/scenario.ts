import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { repoRoot } from './builds';

type Until = 'changed' | 'non-empty-changed' | { contains: string };

/** A tool's bench scenario (bench/scenarios/<id>.mjs, documented in bench/README.md). */
export interface Scenario {
  description: string;
  output: (page: Page) => Locator;
  until?: Until | ((step: number) => Until);
  act: (page: Page, step: number) => Promise<unknown>;
  prepare?: (page: Page, step: number) => Promise<unknown>;
  setup?: (page: Page) => Promise<unknown>;
}

export async function loadScenario(toolId: string): Promise<Scenario | null> {
  const file = join(repoRoot, 'bench/scenarios', `${toolId}.mjs`);
  if (!existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { default: Scenario }).default;
}

/** What the bench reads from an output: an image's source, a field's value, or an element's text. */
const readOutput = (output: Locator) =>
  output.evaluate((el) =>
    el instanceof HTMLImageElement
      ? el.src
      : typeof (el as HTMLInputElement).value === 'string'
        ? (el as HTMLInputElement).value
        : (el.textContent ?? ''),
  );

/**
 * The tool's main action, as its bench scenario does it: setup, then the first step; resolves once
 * the output shows the new answer (the scenario's `until`).
 */
export async function runFirstStep(page: Page, scenario: Scenario, timeout = 30_000): Promise<void> {
  if (scenario.setup) await scenario.setup(page);
  const output = scenario.output(page);
  await expect(output).toBeAttached();
  const before = await readOutput(output);
  const until = typeof scenario.until === 'function' ? scenario.until(0) : (scenario.until ?? 'changed');
  if (scenario.prepare) await scenario.prepare(page, 0);
  await scenario.act(page, 0);
  await expect
    .poll(
      async () => {
        const value = await readOutput(output);
        if (value === before) return false;
        if (until === 'non-empty-changed') return value !== '';
        return typeof until === 'object' ? value.includes(until.contains) : true;
      },
      { timeout, message: `${scenario.description}: the output did not change` },
    )
    .toBe(true);
}
