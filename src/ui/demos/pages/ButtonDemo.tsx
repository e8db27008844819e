import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../Button';
import { DemoSection } from '../DemoSection';

const variants: ButtonVariant[] = ['default', 'primary', 'warning', 'error'];
const sizes: ButtonSize[] = ['small', 'medium', 'large'];

export function ButtonDemo() {
  const [presses, setPresses] = useState(0);
  return (
    <>
      {sizes.map((size) => (
        <DemoSection key={size} title={`Size ${size}`}>
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size} data-testid={`${variant}-${size}`}>
              {variant} {size}
            </Button>
          ))}
        </DemoSection>
      ))}
      <DemoSection title="Behaviour">
        <Button variant="primary" onPress={() => setPresses((n) => n + 1)}>
          Press me
        </Button>
        <output aria-live="polite">Pressed {presses} times</output>
        <Button isDisabled>Disabled</Button>
        <Button circle quiet aria-label="Like">
          <Heart size={16} aria-hidden />
        </Button>
      </DemoSection>
    </>
  );
}
