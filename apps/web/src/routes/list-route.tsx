import { MyListScreen } from '@ldn/feature-list';
import { assistantOpened } from '@ldn/feature-session';
import { useAppDispatch } from '../app/hooks';

/**
 * [S2.2] `/list`: the signed-in parent's default list (else his first), the owner's view. The
 * products overlay opens in navigation mode on a category when one is given [S2.49]. 'Créer ma
 * liste' leads Home until the list form is wired here.
 */
export function Component() {
  const dispatch = useAppDispatch();
  return (
    <MyListScreen onOpenProducts={(navigateTo) => dispatch(assistantOpened({ navigateTo }))} />
  );
}
