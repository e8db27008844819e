import { buildAllVariants } from './support/builds';

/**
 * On CI, the production variants some specs serve are built here, before any worker starts, so that
 * no build competes for the two cores with a test that is timing a page. Locally each spec builds
 * what it needs, so that running one spec stays quick.
 */
export default function globalSetup(): void {
  if (!process.env.CI) return;
  buildAllVariants();
  process.env.E2E_VARIANTS_BUILT = '1';
}
