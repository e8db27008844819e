import { useState } from 'react';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { DemoSection } from '../DemoSection';

export function CardDemo() {
  const [liked, setLiked] = useState(false);
  return (
    <DemoSection title="Cards" column>
      <Card title="Card with a title">
        <p>A titled card is a region named by its heading.</p>
        <div>
          <Button onPress={() => setLiked((l) => !l)}>{liked ? 'Liked' : 'Like this card'}</Button>
        </div>
      </Card>
      <Card>
        <p>A card without a title.</p>
      </Card>
    </DemoSection>
  );
}
