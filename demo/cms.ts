// The content-platform page: the whole portal under /cms/portal, with the host's HostParamsJson.
import '../elements/portal-shell';
