import { ListByIdOwnerScreen } from '@ldn/feature-list';
import { assistantOpened } from '@ldn/feature-session';
import { useAppDispatch } from '../app/hooks';

/** [S2.4] `/list/{id}/detenteur`: the owner's view of his list. */
export function Component() {
  const dispatch = useAppDispatch();
  return (
    <ListByIdOwnerScreen
      onOpenProducts={(navigateTo) => dispatch(assistantOpened({ navigateTo }))}
    />
  );
}
