/**
 * 返佣模板: every version of the commission template (latest to take effect first), the one in force
 * today highlighted, each with its state and tiers per game category; 新增版本 and 取消 (a version whose
 * day has not begun) for 运营 and 超级管理员.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { apiPaths, commissionTemplatesResultSchema, type CategoryTiers } from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { shanghaiToday } from '../../../shared/business-day';
import { formatTime, formatUsdt } from '../../../shared/format';
import { gameTypeName } from '../../../shared/game-types';
import { ConfirmButton } from '../../../shared/ConfirmButton';
import { operatorText } from '../../../shared/operator-name';
import { useApiAction } from '../../../shared/useApiAction';
import { useApiData } from '../../../shared/useApiData';
import { mayCancelVersion, templateStateTags } from '../template-states';
import { TemplateDrawer } from './TemplateDrawer';

type Templates = z.infer<typeof commissionTemplatesResultSchema>;
type Version = Templates['versions'][number];

const rateText = (rate: number) => `${rate}‱（${Number((rate / 100).toFixed(2))}%）`;

/** One category's tiers as a line: 0 起 0.5%，10,000 起 0.7%. */
const tiersText = (category: CategoryTiers) =>
  category.tiers
    .map((tier) => `≥${formatUsdt(tier.min_performance.replace(/\.?0+$/, '') || '0')} ${rateText(tier.rate)}`)
    .join('；');

function StateCell({ version }: { version: Version }) {
  const tag = templateStateTags[version.state];
  if (version.state !== 'cancelled') return <Tag color={tag.color}>{tag.text}</Tag>;
  return (
    <Tooltip title={`${version.cancelled_by ?? '—'} 于 ${formatTime(version.cancelled_at)} 取消`}>
      <Tag color={tag.color}>{tag.text}</Tag>
    </Tooltip>
  );
}

export function TemplatesPanel({ canEdit }: { canEdit: boolean }) {
  const loaded = useApiData(
    useCallback(() => api.get(apiPaths.admin.commissionTemplates, {}, commissionTemplatesResultSchema), []),
  );
  const [adding, setAdding] = useState(false);
  const { run, busy } = useApiAction(loaded.reload);
  const cancel = (version: Version) =>
    run(
      `cancel-${version.id}`,
      () => api.post(`${apiPaths.admin.commissionTemplates}/${version.id}/cancel`, {}),
      `已取消版本 #${version.id}`,
    );
  const inForceId = loaded.data?.in_force_id ?? 0;
  const versions = loaded.data?.versions ?? [];
  const today = shanghaiToday();
  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          比例为万分之（‱），按团队当日业绩所达档位计算；新版本最早明天（北京时间）生效，已开始的日期按原版本结算。
        </Typography.Text>
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!loaded.data}>
            新增版本
          </Button>
        )}
      </Flex>
      <Table<Version>
        // Mounted again once the answer names the version in force, so that one opens expanded.
        key={inForceId}
        rowKey="id"
        size="middle"
        loading={loaded.loading}
        dataSource={versions}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(version) => (version.id === inForceId ? { style: { background: '#f6ffed' } } : {})}
        expandable={{
          expandedRowRender: (version) => (
            <Table<CategoryTiers>
              size="small"
              rowKey="game_type_id"
              pagination={false}
              dataSource={version.categories}
              columns={[
                { title: '游戏类别', dataIndex: 'game_type_id', width: 120, render: gameTypeName },
                { title: '档位（团队业绩 USDT 起 → 比例）', render: (_, category) => tiersText(category) },
              ]}
            />
          ),
          defaultExpandedRowKeys: inForceId ? [inForceId] : [],
        }}
        columns={[
          { title: '版本', dataIndex: 'id', width: 80, render: (id: number) => `#${id}` },
          { title: '生效日期（北京时间）', dataIndex: 'effective_from', width: 170 },
          { title: '状态', width: 100, render: (_, version) => <StateCell version={version} /> },
          {
            title: '游戏类别',
            render: (_, version) =>
              version.categories.map((category) => gameTypeName(category.game_type_id)).join('、') || '—',
          },
          { title: '创建时间（北京时间）', dataIndex: 'created_at', width: 180, render: formatTime },
          {
            title: '操作人',
            width: 120,
            render: (_, version) => operatorText(version.operator_id, version.operator_name),
          },
          ...(canEdit
            ? [
                {
                  title: '操作',
                  width: 90,
                  render: (_: unknown, version: Version) =>
                    mayCancelVersion(version, today) && (
                      <ConfirmButton
                        type="link"
                        danger
                        size="small"
                        loading={busy === `cancel-${version.id}`}
                        title={`取消版本 #${version.id}？`}
                        description={`取消后该版本不会在 ${version.effective_from} 生效，且不能恢复。`}
                        onConfirm={() => cancel(version)}
                      >
                        取消
                      </ConfirmButton>
                    ),
                },
              ]
            : []),
        ]}
      />
      {adding && (
        <TemplateDrawer
          draft={versions.find((version) => version.state !== 'cancelled')?.categories}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            loaded.reload();
          }}
        />
      )}
    </>
  );
}
