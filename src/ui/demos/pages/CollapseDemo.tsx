import { Collapse } from '../../Collapse';
import { DemoSection } from '../DemoSection';

export function CollapseDemo() {
  return (
    <DemoSection title="Collapsible panels" column>
      <div>
        <Collapse title="What is Toolshed?">
          <p>Handy tools for developers that run entirely in the browser.</p>
        </Collapse>
        <Collapse title="Is it free?">
          <p>Yes, free and open source under the MIT licence.</p>
        </Collapse>
      </div>
    </DemoSection>
  );
}
