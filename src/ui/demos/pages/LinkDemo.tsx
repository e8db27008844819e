import { ExternalLink } from 'lucide-react';
import { Link } from '../../Link';
import { DemoSection } from '../DemoSection';

export function LinkDemo() {
  return (
    <DemoSection title="Links">
      <Link href="/c-lib">Back to the demo index</Link>
      <Link href="https://example.com/">An outside page (new tab)</Link>
      <Link href="/c-lib/button" variant="button">
        Button-looking link
      </Link>
      <Link href="https://example.org/" variant="icon" aria-label="Example website">
        <ExternalLink size={18} aria-hidden />
      </Link>
    </DemoSection>
  );
}
