import { useState } from 'react';
import { Button } from '../../Button';
import { Modal } from '../../Modal';
import { DemoSection } from '../DemoSection';

export function ModalDemo() {
  const [isOpen, setOpen] = useState(false);
  return (
    <DemoSection title="Dialog">
      <Button onPress={() => setOpen(true)}>Open modal</Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Demo modal"
        footer={
          <Button variant="primary" onPress={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        <p>Click outside, press Escape or use a button to close this dialog.</p>
      </Modal>
    </DemoSection>
  );
}
