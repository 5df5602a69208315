/**
 * The params form of a promotion, generated from its rule kind's contract schema (params-shape.ts):
 * amounts as USDT inputs, numbers with the schema's bounds, choices as selects, game categories by
 * name, lists of tiers as Form.List rows, and a JSON editor for a shape no form can draw.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { choiceLabels, fieldLabels, fieldUnits, GAME_TYPE_FIELDS, listItemLabel } from '../field-labels';
import { gameTypeOptions } from '../../../shared/game-types';
import { schemaRule, shapeHint } from '../field-rules';
import type { z } from 'zod';
import { blankOf, unwrap, type FieldShape, type NamedField } from '../params-shape';
import { InvalidJson, JsonField } from './JsonField';

type Path = Array<string | number>;

/** The fields of the params group under the form's `params`. */
export function ParamsFields({ fields }: { fields: NamedField[] }) {
  return (
    <>
      {fields.map((field) => (
        <FieldItem key={field.name} field={field} path={['params', field.name]} />
      ))}
    </>
  );
}

/** One field with its label (`inline`: the label goes inside the input, for a row of a list). */
function FieldItem({ field, path, inline = false }: { field: NamedField; path: Path; inline?: boolean }) {
  const { name, shape, schema } = field;
  const label = fieldLabels[name] ?? name;
  const unit = fieldUnits[name] ?? {};
  const item = {
    name: path as NamePath,
    label: inline ? undefined : label,
    extra: inline ? undefined : unit.help,
    rules: [schemaRule(schema, shape)],
    style: inline ? { marginBottom: 8 } : undefined,
  };
  const prefix = inline ? label : undefined;
  switch (shape.type) {
    case 'fixed':
      return (
        <Form.Item name={path as NamePath} hidden>
          <Input />
        </Form.Item>
      );
    case 'usdt':
      return (
        <Form.Item {...item}>
          <Input prefix={prefix} suffix="USDT" aria-label={label} style={{ width: inline ? 220 : 240 }} />
        </Form.Item>
      );
    case 'text':
      return (
        <Form.Item {...item}>
          <Input prefix={prefix} aria-label={label} maxLength={shape.maxLength ?? undefined} style={{ width: 240 }} />
        </Form.Item>
      );
    case 'number':
      return <NumberItem item={item} shape={shape} name={name} label={label} prefix={prefix} suffix={unit.suffix} />;
    case 'choice':
      return (
        <Form.Item {...item}>
          <Select
            aria-label={label}
            style={{ width: 240 }}
            options={shape.options.map((value) => ({ value, label: choiceLabels[name]?.[value] ?? value }))}
          />
        </Form.Item>
      );
    case 'list':
      return <ListItem field={field} shape={shape} path={path} label={label} help={unit.help} />;
    case 'group':
      return (
        <Card size="small" title={label} style={{ marginBottom: 12 }}>
          {shape.fields.map((inner) => (
            <FieldItem key={inner.name} field={inner} path={[...path, inner.name]} />
          ))}
        </Card>
      );
    case 'json':
      return (
        <Form.Item
          {...item}
          rules={[
            {
              validator: (_, value) =>
                value instanceof InvalidJson ? Promise.reject(new Error('JSON 格式有误')) : Promise.resolve(),
            },
            schemaRule(schema, shape),
          ]}
        >
          <JsonField />
        </Form.Item>
      );
  }
}

function NumberItem(props: {
  item: Record<string, unknown>;
  shape: Extract<FieldShape, { type: 'number' }>;
  name: string;
  label: string;
  prefix?: string;
  suffix?: string;
}) {
  const { shape, label } = props;
  if (GAME_TYPE_FIELDS.has(props.name))
    return (
      <Form.Item {...props.item}>
        <Select aria-label={label} placeholder={label} options={gameTypeOptions} style={{ width: 140 }} />
      </Form.Item>
    );
  return (
    <Form.Item {...props.item}>
      <InputNumber
        aria-label={label}
        prefix={props.prefix}
        suffix={props.suffix}
        min={shape.min ?? undefined}
        max={shape.max ?? undefined}
        step={shape.step ?? 1}
        precision={shape.integer ? 0 : undefined}
        style={{ width: props.prefix ? 200 : 180 }}
      />
    </Form.Item>
  );
}

/** A list: game categories as one multiple select; other lists as Form.List rows (or cards of nested groups). */
function ListItem(props: {
  field: NamedField;
  shape: Extract<FieldShape, { type: 'list' }>;
  path: Path;
  label: string;
  help?: string;
}) {
  const { field, shape, path, label } = props;
  if (GAME_TYPE_FIELDS.has(field.name) && shape.item.type === 'number')
    return (
      <Form.Item name={path as NamePath} label={label} extra={props.help} rules={[schemaRule(field.schema, shape)]}>
        <Select mode="multiple" aria-label={label} options={gameTypeOptions} style={{ width: 420 }} />
      </Form.Item>
    );
  const lengthRule = {
    validator: (_: unknown, rows: unknown[] | undefined) =>
      (rows?.length ?? 0) >= shape.min && (shape.max === null || (rows?.length ?? 0) <= shape.max)
        ? Promise.resolve()
        : Promise.reject(new Error(shapeHint(shape))),
  };
  const rowFields: NamedField[] =
    shape.item.type === 'group'
      ? shape.item.fields
      : [{ name: 'amount', shape: shape.item, schema: (unwrap(field.schema).inner as z.ZodArray<z.ZodType>).element }];
  const flat = rowFields.every(isPrimitive);
  return (
    <Form.Item label={label} extra={props.help} required>
      <Form.List name={path} rules={[lengthRule]}>
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row, index) => {
              const title = listItemLabel(field.name, index);
              const cells = rowFields.map((inner) => (
                <FieldItem
                  key={inner.name}
                  field={inner}
                  path={shape.item.type === 'group' ? [row.name, inner.name] : [row.name]}
                  inline
                />
              ));
              const drop = (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除${title}`}
                  onClick={() => remove(row.name)}
                />
              );
              return flat ? (
                <Flex key={row.key} gap={8} align="baseline" wrap>
                  {title && <span style={{ minWidth: 48, color: '#666' }}>{title}</span>}
                  {cells}
                  {drop}
                </Flex>
              ) : (
                <Card key={row.key} size="small" title={title} extra={drop} style={{ marginBottom: 8 }}>
                  <Flex gap={8} wrap>
                    {rowFields.filter(isPrimitive).map((inner) => (
                      <FieldItem key={inner.name} field={inner} path={[row.name, inner.name]} inline />
                    ))}
                  </Flex>
                  {rowFields
                    .filter((inner) => !isPrimitive(inner))
                    .map((inner) => (
                      <FieldItem key={inner.name} field={inner} path={[row.name, inner.name]} />
                    ))}
                </Card>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              // undefined, not false: a read-only form's disabled state still reaches the button.
              disabled={(shape.max !== null && rows.length >= shape.max) || undefined}
              onClick={() => add(blankOf(shape.item))}
            >
              添加{field.name === 'tiers' ? '档位' : field.name === 'rewards' ? '一天' : ''}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** A field drawn as one input (not a list or a group of fields). */
const isPrimitive = (field: NamedField) => field.shape.type !== 'list' && field.shape.type !== 'group';
