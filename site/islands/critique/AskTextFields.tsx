import type { ComponentProps } from 'react';
import TextAreaField from '../fields/TextAreaField';

type Props = Omit<ComponentProps<typeof TextAreaField>, 'name' | 'label'>;

// The two things a photographer tells critics, worded once for the ask form and the coach's
// community ask.
export function IntentField(props: Props) {
  return (
    <TextAreaField
      name="intent"
      label="What were you going for?"
      hint="The mood, the story, what caught your eye. Critics read the photo against it."
      maxLength={1000}
      {...props}
    />
  );
}

export function QuestionsField(props: Props) {
  return <TextAreaField name="questions" label="What do you want to hear about?" maxLength={1000} {...props} />;
}
