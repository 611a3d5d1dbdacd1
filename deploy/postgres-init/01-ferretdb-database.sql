-- Runs once, on the cluster's first start: FerretDB's documents live apart from the events.
CREATE DATABASE ferretdb OWNER oms;
