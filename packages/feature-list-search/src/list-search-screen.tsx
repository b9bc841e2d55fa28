import { useSearchListsQuery } from '@ldn/api-client';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkSearchText, listSearchState } from './list-search-state';
import { ListSearchView } from './list-search-view';

/** The address parameter holding the searched text, so that Back returns to the results. */
export const SEARCH_PARAM = 'q';

/**
 * [S2.19] [S2.46] [S5.14] [S7.15] SearchLDN `/list/search`: a relative finds a list to participate
 * in. The normalised text (at least 2 characters) goes into the address (`?q=`) and is searched
 * with `searchLists`; each result leads to the list ('Participer').
 */
export function ListSearchScreen() {
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? '';
  const [text, setText] = useState(term);
  const [tooShort, setTooShort] = useState(false);
  // Back / forward between searches shows the text searched (set while rendering, as it changes).
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setText(term);
  }
  const query = useSearchListsQuery(term, { skip: term === '' });
  const submit = () => {
    const check = checkSearchText(text);
    setTooShort(!check.ok);
    if (!check.ok) return;
    setText(check.term);
    if (check.term === term) {
      void query.refetch();
    } else {
      setParams({ [SEARCH_PARAM]: check.term });
    }
  };
  return (
    <ListSearchView
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (tooShort && checkSearchText(next).ok) setTooShort(false);
      }}
      onSubmit={submit}
      tooShort={tooShort}
      // A text too short to search replaces the previous search: its results no longer show.
      state={tooShort ? { kind: 'idle' } : listSearchState(term, query)}
      onRetry={() => void query.refetch()}
    />
  );
}
