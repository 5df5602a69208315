/**
 * 预览: a promotion as the player's activity page shows it — cover, title, period, the rewards as
 * lines the player reads, the turnover term and the rules HTML sanitized as the page sanitizes it.
 */
import { Alert, Card, Col, Empty, Flex, Image, Row, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { messages, promotionParamsSchema } from 'shared-contracts';
import { rewardLines, type RewardLine } from '../reward-lines';
import { sanitizeOperatorHtml } from '../../../shared/operator-html';
import styles from './PromotionPreview.module.css';

export interface PreviewData {
  title: string;
  summary: string;
  cover: string;
  rules_html: string;
  starts_at: string | null;
  ends_at: string | null;
  status: 'on' | 'off';
  params: unknown;
}

const { activityList, activityDetail, activityCommon } = messages;

function periodText(start: string | null, end: string | null): string {
  if (!start) return '';
  if (!end) return activityList.since.replace('{start}', start);
  return activityList.period.replace('{start}', start).replace('{end}', end);
}

/** `wide`: rewards and rules side by side (the drawer); otherwise one above the other (a version's preview). */
export function PromotionPreview({ data, wide = false }: { data: PreviewData; wide?: boolean }) {
  const safeRules = useMemo(() => sanitizeOperatorHtml(data.rules_html ?? '', 'drop'), [data.rules_html]);
  const parsed = promotionParamsSchema.safeParse(data.params);
  const lines = parsed.success ? rewardLines(parsed.data) : null;
  const multiple = parsed.success && 'turnover_multiple' in parsed.data ? parsed.data.turnover_multiple : 0;
  const header = (
    <Flex gap={16} align="center" wrap>
      {data.cover && (
        <Image
          src={data.cover}
          alt="活动封面"
          preview={false}
          width={wide ? 320 : '100%'}
          style={{ borderRadius: 8 }}
        />
      )}
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {data.title || '（未填写标题）'}{' '}
          <Tag color={data.status === 'on' ? 'green' : 'default'}>{data.status === 'on' ? '上线' : '下线'}</Tag>
        </Typography.Title>
        {data.summary && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {data.summary}
          </Typography.Paragraph>
        )}
        <Typography.Text>{periodText(data.starts_at, data.ends_at)}</Typography.Text>
      </div>
    </Flex>
  );
  const rewards = (
    <Card size="small" title={activityDetail.rewards}>
      {lines === null ? (
        <Alert type="warning" showIcon title="参数尚不完整，无法预览奖励" />
      ) : lines.length === 0 ? (
        <Typography.Text>
          {activityDetail.toAgent}（{parsed.success && parsed.data.kind === 'info' ? parsed.data.link : ''}）
        </Typography.Text>
      ) : (
        <Table<RewardLine>
          size="small"
          pagination={false}
          rowKey="label"
          dataSource={lines}
          columns={[
            { title: '奖励', dataIndex: 'label', width: 90 },
            { title: '条件', dataIndex: 'condition' },
            { title: '可领', dataIndex: 'reward', width: wide ? 150 : 200 },
          ]}
        />
      )}
      {multiple > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {activityCommon.turnoverNote.replace('{multiple}', String(multiple))}
        </Typography.Paragraph>
      )}
    </Card>
  );
  const rules = (
    <Card size="small" title={activityDetail.rules}>
      {safeRules.trim() ? (
        // Sanitized above by DOMPurify, as the player's page does.
        <div className={styles.rules} dangerouslySetInnerHTML={{ __html: safeRules }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未填写活动规则" />
      )}
    </Card>
  );
  return (
    <Flex vertical gap={12} data-testid="promotion-preview">
      {header}
      {wide ? (
        <Row gutter={12}>
          <Col span={12}>{rewards}</Col>
          <Col span={12}>{rules}</Col>
        </Row>
      ) : (
        <>
          {rewards}
          {rules}
        </>
      )}
    </Flex>
  );
}
