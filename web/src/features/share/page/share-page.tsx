import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { useShareAccess } from '../api/use-share-visit';
import { ShareCodePrompt } from '../components/share-code-prompt';
import { ShareInside } from '../components/share-inside';
import { ShareUnavailable } from '../components/share-unavailable';
import { forgetCode, rememberCode, rememberedCode } from '../rules/remembered-codes';
import { parseSharePlace, sharePlaceQuery, type SharePlace } from '../rules/share-page-query';

/**
 * One share, from its state to its files: expired or cancelled shares say so, shares with a code
 * ask for it, and a refused read checks the state again (the share may have just expired).
 */
function ShareGate({ place, go }: { place: SharePlace; go: (next: SharePlace) => void }) {
  const access = useShareAccess(place.shareBatchNum);
  const [code, setCode] = useState(() => rememberedCode(place.shareBatchNum));
  const [refusal, setRefusal] = useState<string>();
  const { refetch } = access;
  const batch = place.shareBatchNum;

  const onFailure = useCallback(() => {
    void refetch().then((again) => {
      if (again.data?.state !== 'live') return; // the expired page shows itself
      if (again.data.needCode) {
        forgetCode(batch);
        setCode(undefined);
      } else {
        setRefusal(again.error?.message ?? '');
      }
    });
  }, [refetch, batch]);

  if (access.isPending) return <PageLoading />;
  if (access.isError) {
    if (access.error instanceof ApiError && access.error.kind === 'business') {
      return <ShareUnavailable kind="missing" detail={access.error.message} />;
    }
    return <LoadError onRetry={() => void access.refetch()} />;
  }
  if (access.data.state !== 'live') return <ShareUnavailable kind="expired" />;
  if (refusal !== undefined)
    return <ShareUnavailable kind="missing" detail={refusal || undefined} />;
  const effectiveCode = access.data.needCode ? code : '';
  if (effectiveCode === undefined) {
    return (
      <ShareCodePrompt
        shareBatchNum={batch}
        onOpened={(accepted) => {
          rememberCode(batch, accepted);
          setCode(accepted);
        }}
      />
    );
  }
  return (
    <ShareInside
      key={place.filePath}
      place={place}
      code={effectiveCode}
      go={go}
      onFailure={onFailure}
    />
  );
}

/** `/pages/Share/Share?filePath=/&shareBatchNum=…` (route name Share): open to visitors. */
export default function SharePage() {
  const [query, setQuery] = useSearchParams();
  const place = parseSharePlace(query);
  const go = useCallback((next: SharePlace) => setQuery(sharePlaceQuery(next)), [setQuery]);
  if (!place) return <ShareUnavailable kind="missing" />;
  return <ShareGate key={place.shareBatchNum} place={place} go={go} />;
}
