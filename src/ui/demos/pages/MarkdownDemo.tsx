import { Markdown } from '../../Markdown';
import { DemoSection } from '../DemoSection';

const sample = `## A Markdown document

Some **bold**, some *italic* and some \`code\`.

- A list item
- [An outside link](https://example.com/)

| Column | Value |
| ------ | ----- |
| a      | 1     |

<a href="javascript:document.title='hacked'">A link whose script is removed</a>
<script>document.title = 'hacked';</script>
`;

export function MarkdownDemo() {
  return (
    <>
      <DemoSection title="Rendered and sanitised" column>
        <Markdown markdown={sample} />
      </DemoSection>
      <DemoSection title="Empty by default" column>
        <Markdown />
      </DemoSection>
    </>
  );
}
