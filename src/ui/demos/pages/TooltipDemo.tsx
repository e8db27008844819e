import { Button } from '../../Button';
import { Tooltip, type TooltipPlacement } from '../../Tooltip';
import { DemoSection } from '../DemoSection';

const placements: TooltipPlacement[] = ['top', 'bottom', 'left', 'right'];

export function TooltipDemo() {
  return (
    <DemoSection title="Positions">
      {placements.map((placement) => (
        <Tooltip key={placement} content={`Tooltip on the ${placement}`} placement={placement}>
          <Button>{placement[0]?.toUpperCase() + placement.slice(1)}</Button>
        </Tooltip>
      ))}
    </DemoSection>
  );
}
