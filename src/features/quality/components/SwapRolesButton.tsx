import { Button, Tooltip } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMutationFeedback } from '@/components/form-dialog';
import { useQualityResultSwapRolesMutation, type QualityResultDetail } from '../api';

/**
 * 交换左右角色, for a call whose recognizer put the agent and the customer on the wrong sides: the server swaps
 * every line's role and inspects the call again, so the labels, the bubbles' sides, the hits and the score all
 * follow. A reviewer's correction, made before the review (the review's decisions name the hits it saw).
 */
export function SwapRolesButton({ result }: { result: QualityResultDetail }) {
  const { t } = useTranslation('quality');
  const feedback = useMutationFeedback();
  const [swapRoles, { isLoading }] = useQualityResultSwapRolesMutation();
  if (!result.can_review) return null;
  const reviewed = result.review_status === 1;
  return (
    <Tooltip title={reviewed ? t('detail.swapReviewed') : undefined}>
      <Button
        size="small"
        icon={<SwapOutlined />}
        loading={isLoading}
        disabled={reviewed}
        onClick={() =>
          void feedback(swapRoles({ body: { id: result.id } }), { success: t('detail.swapped') })
        }
      >
        {t('detail.swap')}
      </Button>
    </Tooltip>
  );
}
