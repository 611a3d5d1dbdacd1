import { type IconName, type IconPaths, IconSize, Icons } from '@blueprintjs/icons';

// Blueprint's default loader fetches every icon of a size at once (about 105 KB gzipped per size).
// The icons the dashboard and Blueprint's own components show come one small chunk each; any other
// icon still renders, through Blueprint's loader for its whole size.
const paths16 = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/{add,add-to-artifact,arrow-down,arrow-left,arrow-right,arrow-up,bank-account,blank,book,box,calendar,caret-down,caret-left,caret-right,caret-up,chat,chevron-down,chevron-left,chevron-right,chevron-up,circle,cog,comment,confirm,cross,document,dot,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,envelope,error,eye-off,eye-open,filter,filter-remove,floppy-disk,flow-branch,help,history,inbox,info-sign,issue,list,lock,log-in,log-out,media,menu,minus,more,new-object,notifications,office,people,plus,predictive-analysis,print,refresh,search,send-message,shop,shopping-cart,small-cross,small-minus,small-tick,star,star-empty,th-list,tick,tick-circle,time,timeline-line-chart,trash,unlock,user,warning-sign}.js',
  { import: 'default' },
);
const paths20 = import.meta.glob<IconPaths>(
  '../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/{add,add-to-artifact,arrow-down,arrow-left,arrow-right,arrow-up,bank-account,blank,book,box,calendar,caret-down,caret-left,caret-right,caret-up,chat,chevron-down,chevron-left,chevron-right,chevron-up,circle,cog,comment,confirm,cross,document,dot,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,envelope,error,eye-off,eye-open,filter,filter-remove,floppy-disk,flow-branch,help,history,inbox,info-sign,issue,list,lock,log-in,log-out,media,menu,minus,more,new-object,notifications,office,people,plus,predictive-analysis,print,refresh,search,send-message,shop,shopping-cart,small-cross,small-minus,small-tick,star,star-empty,th-list,tick,tick-circle,time,timeline-line-chart,trash,unlock,user,warning-sign}.js',
  { import: 'default' },
);

const byName = (paths: Record<string, () => Promise<IconPaths>>) =>
  new Map(Object.entries(paths).map(([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.js'.length), load]));
const loaders16 = byName(paths16);
const loaders20 = byName(paths20);

async function pathsOf(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = (size === IconSize.STANDARD ? loaders16 : loaders20).get(name);
  if (load) return load();
  await Icons.load(name, size, { loader: 'split-by-size' });
  return Icons.getPaths(name, size) ?? [];
}

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: pathsOf });
}
