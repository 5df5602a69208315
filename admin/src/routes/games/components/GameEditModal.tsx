/** Editing one game: 状态, 热门, 排序 and its two pictures (uploaded as files); saved after a confirmation, audited by the API. */
import { Flex, Form, InputNumber, Select, Switch } from 'antd';
import { apiPaths, operatorGameSchema, type OperatorGame } from 'shared-contracts';
import { api } from '../../../api/client';
import { ImageUpload } from '../../../shared/ImageUpload';
import { SaveModal } from '../../../shared/SaveModal';
import { statusOptions } from '../game-values';

interface GameFields {
  status: number;
  is_hot: boolean;
  sort: number;
  image: string;
  game_image: string;
}

export function GameEditModal({ game, onClose, onSaved }: { game: OperatorGame; onClose(): void; onSaved(): void }) {
  const [form] = Form.useForm<GameFields>();
  const submit = (fields: GameFields) =>
    api.put(`${apiPaths.admin.games}/${game.id}`, { ...fields, is_hot: fields.is_hot ? 1 : 0 }, operatorGameSchema);

  return (
    <SaveModal
      title={`编辑游戏：${game.game_name}`}
      width={860}
      form={form}
      submit={submit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form<GameFields>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        initialValues={{ ...game, is_hot: game.is_hot === 1 }}
      >
        <Form.Item label="状态" name="status" rules={[{ required: true, message: '请选择状态' }]}>
          <Select options={statusOptions} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="热门" name="is_hot" valuePropName="checked" extra="热门游戏显示在首页推荐栏">
          <Switch />
        </Form.Item>
        <Form.Item label="排序" name="sort" extra="数值越大越靠前" rules={[{ required: true, message: '请输入排序' }]}>
          <InputNumber min={-100_000} max={100_000} precision={0} />
        </Form.Item>
        <Flex gap={24}>
          <Form.Item label="分类列表图片" name="image" layout="vertical" labelCol={{ span: 24 }} style={{ flex: 1 }}>
            <ImageUpload previewWidth={112} previewHeight={112} testId="game-image" />
          </Form.Item>
          <Form.Item
            label="热门列表图片"
            name="game_image"
            layout="vertical"
            labelCol={{ span: 24 }}
            style={{ flex: 1 }}
          >
            <ImageUpload previewWidth={112} previewHeight={112} testId="game-hot-image" />
          </Form.Item>
        </Flex>
      </Form>
    </SaveModal>
  );
}
