import { useState } from 'react';
import { Alert } from '../../Alert';
import { Button } from '../../Button';
import { DemoSection } from '../DemoSection';

export function AlertDemo() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <DemoSection title="Types" column>
        <Alert type="warning" title="Warning alert">
          A warning is announced politely (role status).
        </Alert>
        <Alert type="error" title="Error alert">
          An error is announced at once (role alert).
        </Alert>
        <Alert type="warning">A warning without a title.</Alert>
      </DemoSection>
      <DemoSection title="Shown on demand" column>
        <div>
          <Button onPress={() => setShown((s) => !s)}>{shown ? 'Hide the error' : 'Show an error'}</Button>
        </div>
        {shown ? <Alert type="error">Something went wrong (demo).</Alert> : null}
      </DemoSection>
    </>
  );
}
