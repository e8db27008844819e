import { TextCopyable } from '../../TextCopyable';
import { DemoSection } from '../DemoSection';

export function TextCopyableDemo() {
  return (
    <DemoSection title="Copyable text" column>
      <div>
        UUID: <TextCopyable value="0f8fad5b-d9cb-469f-a165-70867728950e" monospace />
      </div>
      <div>
        Shortened: <TextCopyable value="a-very-long-value-that-is-shown-shortened" displayedValue="a-very-long…" />
      </div>
      <div>
        Without icon: <TextCopyable value="no icon" showIcon={false} toast="Custom toast: copied the text" />
      </div>
    </DemoSection>
  );
}
