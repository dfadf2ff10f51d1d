import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a part of a screen shows while what it is drawn from loads. */
export function Pending({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** The part of an RTK Query hook's result the gate reads. */
export interface GatedAnswer<T = unknown> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A part of a screen drawn from answers: a placeholder until each has come, then the part, drawn once with
 * them all. A form drawn before its values is drawn again, whole, when they arrive, and what was typed
 * meanwhile is overwritten; on a slow machine that second draw also holds up the answers still to come. An
 * answer that failed shows `failed` and a retry button (common:retry) instead of a placeholder that would never end.
 */
export function QueryGate<Data extends unknown[]>({
  answers,
  failed,
  children,
}: {
  answers: { [K in keyof Data]: GatedAnswer<Data[K]> };
  failed: string;
  /** Called with each answer's data, in the order of `answers` (typed from them alone: it may take fewer). */
  children: (...data: NoInfer<Data>) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const failedOnes = (answers as GatedAnswer[]).filter((a) => a.data === undefined && a.isError);
  if (failedOnes.length)
    return (
      <Result
        status="error"
        subTitle={failed}
        extra={<Button onClick={() => failedOnes.forEach((a) => a.refetch())}>{t('retry')}</Button>}
      />
    );
  const data = answers.map((a) => a.data);
  // each is in: the tuple of `Data` that `answers` was typed with
  return data.includes(undefined) ? <Pending /> : children(...(data as Data));
}
