/**
 * 历史版本: every saved version of a promotion, newest first; each can be previewed, or taken as the
 * draft of the next version (saving it is how an operator goes back to an earlier version).
 */
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { apiPaths, promotionVersionsResultSchema, type PromotionAdmin } from 'shared-contracts';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { formatTime } from '../../../shared/format';
import { operatorText } from '../../../shared/operator-name';
import { useApiData } from '../../../shared/useApiData';
import { PromotionPreview } from './PromotionPreview';

type Version = z.infer<typeof promotionVersionsResultSchema>['list'][number];

export function VersionsList(props: {
  type: number;
  /** Changes after a save, so the list is read again. */
  refreshKey: number;
  canEdit: boolean;
  onUseVersion: (promotion: PromotionAdmin) => void;
}) {
  const { type, refreshKey } = props;
  const [previewing, setPreviewing] = useState<Version | null>(null);
  const loaded = useApiData(
    useCallback(async () => {
      // A save (refreshKey) adds a version: read again.
      void refreshKey;
      return (await api.get(`${apiPaths.admin.promotions}/${type}/versions`, {}, promotionVersionsResultSchema)).list;
    }, [type, refreshKey]),
  );
  const newest = loaded.data?.[0]?.version;

  return (
    <>
      <Table<Version>
        size="small"
        rowKey="version"
        loading={loaded.loading}
        dataSource={loaded.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: '尚未保存过' }}
        columns={[
          {
            title: '版本',
            dataIndex: 'version',
            width: 120,
            // A save takes effect at once (none is scheduled): the newest is the one in use, the rest replaced.
            render: (version: number) => (
              <Space size={4}>
                {`v${version}`}
                {version === newest ? <Tag color="green">当前</Tag> : <Tag>已被取代</Tag>}
              </Space>
            ),
          },
          { title: '保存时间', dataIndex: 'created_at', width: 170, render: formatTime },
          { title: '操作人', width: 120, render: (_, row) => operatorText(row.operator_id, row.operator_name) },
          { title: '标题', render: (_, row) => row.promotion.title },
          {
            title: '状态',
            width: 70,
            render: (_, row) => (row.promotion.status === 'on' ? <Tag color="green">上线</Tag> : <Tag>下线</Tag>),
          },
          {
            title: '操作',
            width: 190,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" onClick={() => setPreviewing(row)}>
                  预览
                </Button>
                {props.canEdit && (
                  <Button type="link" onClick={() => props.onUseVersion(row.promotion)}>
                    以此为底稿编辑
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={previewing !== null}
        title={previewing ? `v${previewing.version}（${formatTime(previewing.created_at)}）` : ''}
        footer={null}
        width={640}
        onCancel={() => setPreviewing(null)}
      >
        {previewing && <PromotionPreview data={previewing.promotion} />}
      </Modal>
    </>
  );
}
