import { DownloadOutlined } from '@ant-design/icons';
import type { HazardUnit } from '@sfp/contracts';
import { HAZARD_DIMENSIONS } from '@sfp/contracts/hazard-constants';
import { Button, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv, saveBlob } from '../lib/csv.ts';
import { formatNumber } from '../lib/format.ts';

export interface Region {
  pcode: string;
  name: string;
}

interface Row extends HazardUnit {
  region: string;
  region_pcode: string;
}

const byNullable = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);

/** The ranking: sortable columns, a region filter, and the table as CSV. */
export function RankingTable(props: {
  units: HazardUnit[];
  regionOf(pcode: string): Region | undefined;
  regions: Region[];
  onOpen(pcode: string): void;
}) {
  const { t, i18n } = useTranslation('hazard');
  const [region, setRegion] = useState('');
  const rows: Row[] = useMemo(
    () =>
      props.units
        .map((u) => {
          const r = props.regionOf(u.pcode);
          return { ...u, region: r?.name ?? '', region_pcode: r?.pcode ?? '' };
        })
        .filter((u) => !region || u.region_pcode === region),
    [props, region],
  );
  const n = (v: number | null) => (v === null ? t('no_data') : formatNumber(v, i18n.language));
  const columns: TableColumnsType<Row> = [
    {
      title: t('rank'),
      dataIndex: 'rank',
      width: 70,
      sorter: (a, b) => (a.rank ?? 999) - (b.rank ?? 999),
      defaultSortOrder: 'ascend',
      render: (v: number | null) => v ?? '—',
    },
    {
      title: t('name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name, 'fr'),
      render: (name: string, u) => (
        <Button
          type="link"
          className="sfp-hz-open"
          onClick={() => props.onOpen(u.pcode)}
          aria-label={t('open_unit', { name })}
        >
          {name}
        </Button>
      ),
    },
    // The index right after the name: visible without scrolling on a phone.
    { title: t('score'), dataIndex: 'score', sorter: (a, b) => byNullable(a.score, b.score), render: n },
    { title: t('region'), dataIndex: 'region', sorter: (a, b) => a.region.localeCompare(b.region, 'fr') },
    ...HAZARD_DIMENSIONS.map((d) => ({
      title: t(`dimension.${d}`),
      key: d,
      sorter: (a: Row, b: Row) => byNullable(a.components[d], b.components[d]),
      render: (_: unknown, u: Row) => n(u.components[d]),
    })),
  ];

  const exportCsv = () => {
    const indicatorIds = props.units[0]?.indicators.map((i) => i.id) ?? [];
    const header = [
      t('rank'),
      'pcode',
      t('name'),
      t('region'),
      t('score'),
      ...HAZARD_DIMENSIONS.map((d) => t(`dimension.${d}`)),
      ...indicatorIds.map((id) => t(`indicators.${id}.label`)),
    ];
    const body = rows.map((u) => [
      u.rank,
      u.pcode,
      u.name,
      u.region,
      u.score,
      ...HAZARD_DIMENSIONS.map((d) => u.components[d]),
      ...indicatorIds.map((id) => u.indicators.find((i) => i.id === id)?.value ?? null),
    ]);
    saveBlob(new Blob([toCsv(header, body, i18n.language)], { type: 'text/csv;charset=utf-8' }), t('csv_file'));
  };

  return (
    <section className="sfp-hz-ranking" aria-labelledby="sfp-hz-ranking-title">
      <div className="sfp-hz-ranking-head">
        <h2 id="sfp-hz-ranking-title">{t('ranking_title')}</h2>
        <label className="sfp-hz-select">
          <span>{t('filter_region')}</span>
          <select value={region} onChange={(e) => setRegion(e.target.value)}>
            <option value="">{t('all_regions')}</option>
            {props.regions.map((r) => (
              <option key={r.pcode} value={r.pcode}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <Button icon={<DownloadOutlined />} onClick={exportCsv}>
          {t('export_csv')}
        </Button>
      </div>
      <Table<Row>
        rowKey="pcode"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        showSorterTooltip={false}
      />
    </section>
  );
}
