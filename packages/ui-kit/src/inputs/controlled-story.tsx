import { useState, type ComponentType } from 'react';

interface ValueProps {
  readonly value: unknown;
  readonly onValueChange: (value: never) => void;
}

/**
 * A story's `render` for a controlled input: the value lives in state, so that typing or
 * choosing in the story changes it.
 */
export function controlledRender<Props extends ValueProps>(Input: ComponentType<Props>) {
  function Controlled(props: Props) {
    const [value, setValue] = useState(props.value);
    return <Input {...props} value={value} onValueChange={setValue} />;
  }
  return (args: Props) => <Controlled {...args} />;
}
